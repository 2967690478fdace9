## man/local.mk -- man pages, one per program name, made by help2man.
## -*- makefile -*-

## The pages are generated from --help and --version through a link that
## has the program's own name, so every page describes exactly the options
## its program takes.  They are distributed, so a build from the tarball
## needs no help2man; the binary is an order-only prerequisite, so a
## cross build (whose binary cannot run here) keeps the shipped pages.
## The page list and per-page prerequisites come from programs.mk.
## The date of a page is that of the sources (build-aux/source-date-epoch:
## SOURCE_DATE_EPOCH, the last commit, or the release), never today's.

man_deps = $(src_ksum_SOURCES) $(srcdir)/src/cli/programs.def \
  $(srcdir)/src/lines/options.def configure.ac \
  $(KSUM_MAN_ADDRESSES)

## --help prints the bug-report address and the home page given to
## configure (--with-bug-report, --with-package-url), and so must the
## pages.  KSUM_MAN_ADDRESSES is empty in a default build, which keeps
## the distributed pages (they show no address); given an address,
## configure sets it to man/addresses, which holds the two as config.h
## has them and is rewritten only when they change, so that the pages
## are made again (help2man is then needed), in the build directory,
## when the addresses change and only then.  man/addresses is never
## distributed.
man/addresses: config.h
	$(AM_V_GEN)$(MKDIR_P) man && \
	sed -n -e 's/^#define KSUM_BUGREPORT //p' -e 's/^#define KSUM_URL //p' \
	  config.h > $@-t && \
	if test -f $@ && cmp -s $@-t $@; then rm -f $@-t; else mv $@-t $@; fi
DISTCLEANFILES += man/addresses man/addresses-t

## A cross build runs the binary under KSUM_EMULATOR (configure), through
## a script under the program's name that gives the binary that name as
## argv[0] (qemu-user's -0); without an emulator it keeps the pages of
## the tarball, and a checkout gets man/dummy-man's placeholder instead,
## which says why.  The build never fails for want of a page.
if KSUM_CROSS
if KSUM_CAN_RUN
ksum_man_prog = printf '\043!/bin/sh\nexec %s -0 %s %s "$$@"\n' \
  '$(KSUM_EMULATOR)' "$$name" '$(abs_top_builddir)/src/ksum$(EXEEXT)' \
  > $$t/$$name && chmod +x $$t/$$name
else
ksum_man_prog = $(SHELL) $(srcdir)/man/dummy-man $$name \
  $(srcdir)/man/$$name.x '$(PACKAGE_STRING)' '$(host)' > $@-t && \
  rm -rf $$t && mv $@-t $@ && exit 0
endif
else
ksum_man_prog = \
  (cd $$t && $(LN_S) '$(abs_top_builddir)/src/ksum$(EXEEXT)' $$name)
endif
EXTRA_DIST += man/dummy-man

$(ksum_man_pages):
	$(AM_V_GEN)name=`echo $@ | sed 's|.*/||; s|\.1$$||'`; \
	t=man/$$name.td; \
	rm -rf $$t $@-t && $(MKDIR_P) $$t && \
	SOURCE_DATE_EPOCH=`$(SHELL) $(srcdir)/build-aux/source-date-epoch \
	  $(srcdir)` && export SOURCE_DATE_EPOCH && \
	$(ksum_man_prog) && \
	TZ=UTC0 LC_ALL=C LANGUAGE= $(HELP2MAN) --no-info \
	  --source='$(PACKAGE_STRING)' --include=$(srcdir)/man/$$name.x \
	  --output=$$t/$$name.1 ./$$t/$$name && \
	sed "s|$$t/||g" $$t/$$name.1 > $@-t && rm -rf $$t && mv $@-t $@
