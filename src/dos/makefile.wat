# makefile.wat -- KSUM.EXE with Open Watcom: wmake -f makefile.wat
#
# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).
#
# Run in src/dos.  Small model (-ms), 8086 code (-0), warnings as errors,
# the engine's 32-bit lanes chosen explicitly (KC_32BIT: Open Watcom has
# a 64-bit long long, so the engine would otherwise take 64-bit lanes).
# The engine and the line formats are compiled as ISO C only (-za);
# dosksum.c is not, because -za hides setmode (), which puts standard
# input into binary mode.  Objects get 8.3 names of their own.  On a
# DOS host, which sees only 8.3 names, copy ../engine/p1600-32bi.c to
# p32bi.c first and run
#   wmake -f makefile.wat ENGINE32=p32bi.c
# Untested: Open Watcom is not packaged for Debian (see README).
# ENGINE_OBJS are the dos set of ../engine/sources.list and LINES_OBJS
# that of ../lines/sources.list, which this file cannot include: make
# syntax-check (cfg.mk) fails when they differ.  A file NAME.c of
# either directory is compiled by the .c.obj rule below; p1600-32bi.c
# alone needs its own rule (its 8.3 name).

CC = wcc
CFLAGS = -ms -0 -wx -we -os -bt=dos -dKC_32BIT=1

!ifdef __UNIX__
E = ../engine
L = ../lines
!else
E = ..\engine
L = ..\lines
!endif
I = -i=$(E);$(L)

!ifndef ENGINE32
ENGINE32 = $(E)/p1600-32bi.c
!endif

HEADERS = $(E)/keccak.h $(E)/p1600.h $(E)/sponge.h $(E)/algs.def &
  $(L)/hex.h $(L)/names.h $(L)/names.def $(L)/options.def $(L)/sumtag.h &
  $(L)/sumline.h $(L)/verdict.h
ENGINE_OBJS = p32bi.obj sponge.obj modes.obj backend.obj
LINES_OBJS = hex.obj names.obj sumtag.obj sumline.obj verdict.obj
OBJS = dosksum.obj $(ENGINE_OBJS) $(LINES_OBJS)

KSUM.EXE: $(OBJS)
	wcl -ms -bt=dos -fe=KSUM.EXE $(OBJS)

dosksum.obj: dosksum.c $(HEADERS)
	$(CC) $(CFLAGS) $(I) -fo=dosksum.obj dosksum.c

p32bi.obj: $(ENGINE32) $(HEADERS)
	$(CC) $(CFLAGS) -za $(I) -fo=p32bi.obj $(ENGINE32)

.c: $(E);$(L)
.c.obj:
	$(CC) $(CFLAGS) -za $(I) -fo=$@ $<

clean: .SYMBOLIC
	rm -f $(OBJS) KSUM.EXE
