# makefile.wat -- KSUM.EXE with Open Watcom: wmake -f makefile.wat
#
# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).
#
# Run in src/dos.  Small model (-ms), 8086 code (-0), warnings as errors,
# the engine's 32-bit lanes chosen explicitly (KC_32BIT: Open Watcom has
# a 64-bit long long, so the engine would otherwise take 64-bit lanes).
# The engine is compiled as ISO C only (-za); ksum.c is not, because -za
# hides setmode (), which puts standard input into binary mode.  Objects
# get 8.3 names of their own.  On a DOS host, which sees only 8.3 names,
# copy ../engine/p1600-32bi.c to p32bi.c first and run
#   wmake -f makefile.wat ENGINE32=p32bi.c
# Untested: Open Watcom is not packaged for Debian (see README).
# OBJS are ksum.obj and the dos set of ../engine/sources.list, which
# this file cannot include: make syntax-check (cfg.mk) fails when the
# two differ.  An engine file NAME.c is compiled by the .c.obj rule
# below; p1600-32bi.c alone needs its own rule (its 8.3 name).

CC = wcc
CFLAGS = -ms -0 -wx -we -os -bt=dos -dKC_32BIT=1

!ifdef __UNIX__
E = ../engine
!else
E = ..\engine
!endif

!ifndef ENGINE32
ENGINE32 = $(E)/p1600-32bi.c
!endif

HEADERS = $(E)/keccak.h $(E)/p1600.h $(E)/sponge.h $(E)/sumline.h &
  $(E)/sumtag.h $(E)/algs.def $(E)/names.def
OBJS = ksum.obj p32bi.obj sponge.obj modes.obj backend.obj sumline.obj sumtag.obj

KSUM.EXE: $(OBJS)
	wcl -ms -bt=dos -fe=KSUM.EXE $(OBJS)

ksum.obj: ksum.c $(HEADERS)
	$(CC) $(CFLAGS) -i=$(E) -fo=ksum.obj ksum.c

p32bi.obj: $(ENGINE32) $(HEADERS)
	$(CC) $(CFLAGS) -za -i=$(E) -fo=p32bi.obj $(ENGINE32)

.c: $(E)
.c.obj:
	$(CC) $(CFLAGS) -za -i=$(E) -fo=$@ $<

sumline.obj: $(E)/sumline.c $(HEADERS)
	$(CC) $(CFLAGS) -za -i=$(E) -fo=sumline.obj $(E)/sumline.c

sumtag.obj: $(E)/sumtag.c $(HEADERS)
	$(CC) $(CFLAGS) -za -i=$(E) -fo=sumtag.obj $(E)/sumtag.c

clean: .SYMBOLIC
	rm -f $(OBJS) KSUM.EXE
