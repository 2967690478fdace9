## src/lines/local.mk -- the line formats (C89, no gnulib).
## -*- makefile -*-

## The kc_lines_SET lists come from src/lines/sources.list, through
## src/lines/sources.mk (Makefile.am).  The files include the engine's
## keccak.h.
noinst_LIBRARIES += src/lines/liblines.a

src_lines_liblines_a_SOURCES = $(kc_lines_header) $(kc_lines_host)
## As the engine, without gnulib's lib/ in the include path.
src_lines_liblines_a_CPPFLAGS = $(KC_LINES_CPPFLAGS) $(KC_CPPFLAGS)

## Every program that reads or writes checksum lines, names or hex
## compiles with these flags and links this library before the engine's.
KC_LINES_CPPFLAGS = -I$(top_srcdir)/src/lines -I$(top_srcdir)/src/engine
KC_LINES_LIBS = src/lines/liblines.a
