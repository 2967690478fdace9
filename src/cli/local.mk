## src/cli/local.mk -- the GNU front end: the multi-call binary ksum.
## -*- makefile -*-

bin_PROGRAMS += src/ksum

src_ksum_SOURCES = \
  src/cli/system.h \
  src/cli/programs.def \
  src/cli/ksum.h \
  src/cli/ksum.c \
  src/cli/digest.c \
  src/cli/check.c \
  src/cli/tree.c \
  src/cli/multi.c \
  src/cli/walk.c \
  src/cli/progress.c \
  src/cli/selftest.h \
  src/cli/selftest.c \
  src/cli/cpu.h \
  src/cli/cpu.c

src_ksum_CPPFLAGS = $(AM_CPPFLAGS) -I$(srcdir)/src/engine \
  -I$(srcdir)/tests/kat \
  -DLOCALEDIR=\"$(localedir)\" -DEXEEXT=\"$(EXEEXT)\"
src_ksum_LDADD = $(KC_ENGINE_LIBS) lib/libksum.a $(LIBINTL) \
  $(LIBSTDTHREAD) $(LIBPTHREAD) $(LIBTHREAD) $(LIB_HARD_LOCALE) \
  $(LIB_MBRTOWC) $(LIB_SETLOCALE_NULL) $(LIB_NANOSLEEP) \
  $(LIB_PTHREAD_SIGMASK)
src_ksum_DEPENDENCIES = $(KC_ENGINE_LIBS) lib/libksum.a

EXTRA_DIST += build-aux/gen-programs-mk

## --selftest's table (and tests/engine/test-kat's) is made from the
## known answers by the one parser of the .kat format.  It is
## distributed, so that a build from the tarball runs nothing of ours,
## and it is remade whenever a .kat file or the script changes.
kat_files = \
  tests/kat/fips202.kat \
  tests/kat/sp800-185.kat \
  tests/kat/rfc9861.kat \
  tests/kat/m14.kat \
  tests/kat/generated.kat
BUILT_SOURCES += $(srcdir)/tests/kat/kat-cases.h
EXTRA_DIST += $(kat_files) tests/kat/kat-cases.h build-aux/gen-kat-cases
MAINTAINERCLEANFILES += $(srcdir)/tests/kat/kat-cases.h
$(srcdir)/tests/kat/kat-cases.h: $(kat_files) build-aux/gen-kat-cases
	$(AM_V_GEN)cd $(srcdir) && t=tests/kat/kat-cases.h && \
	  $(SHELL) build-aux/gen-kat-cases $(kat_files) > $$t-t && mv $$t-t $$t

## programs.mk is generated from the program table (by ./bootstrap, and
## here again whenever the table changes).
$(srcdir)/src/cli/programs.mk: $(srcdir)/src/cli/programs.def \
    $(srcdir)/build-aux/gen-programs-mk
	$(AM_V_GEN)$(SHELL) $(srcdir)/build-aux/gen-programs-mk \
	  $(srcdir)/src/cli/programs.def > $@-t && mv $@-t $@

## A link per program name in the build tree, so that the tests run the
## real names.
all-local: src/links-stamp
src/links-stamp: src/ksum$(EXEEXT) $(srcdir)/src/cli/programs.mk
	$(AM_V_GEN)cd src && for n in $(ksum_programs); do \
	  rm -f $$n$(EXEEXT) && $(LN_S) ksum$(EXEEXT) $$n$(EXEEXT) || exit 1; \
	done && touch links-stamp
MOSTLYCLEANFILES += src/links-stamp
clean-local: clean-program-links
clean-program-links:
	cd src && for n in $(ksum_programs); do rm -f $$n$(EXEEXT); done

## And a link per program name at installation, honouring DESTDIR and
## --program-prefix/--program-suffix/--program-transform-name.
install-exec-hook:
	$(AM_V_at)cd '$(DESTDIR)$(bindir)' && \
	k=`echo ksum | sed '$(transform)'`$(EXEEXT) && \
	for n in $(ksum_programs); do \
	  t=`echo $$n | sed '$(transform)'`$(EXEEXT); \
	  rm -f $$t && $(LN_S) $$k $$t || exit 1; \
	done
uninstall-hook:
	$(AM_V_at)cd '$(DESTDIR)$(bindir)' && \
	for n in $(ksum_programs); do \
	  rm -f `echo $$n | sed '$(transform)'`$(EXEEXT); \
	done

.PHONY: clean-program-links
