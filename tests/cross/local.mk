## tests/cross/local.mk -- make check in a cross build.  -*- makefile -*-

## A cross build whose configure found an emulator (KSUM_EMULATOR, e.g.
## qemu-s390x -L /usr/s390x-linux-gnu) runs its tests under it: the
## compiled tests through LOG_COMPILER, and the shell tests through
## tests/cross/bin, which comes first in PATH and holds one script per
## program name that runs src/ksum under the emulator with that name as
## its argv[0] (qemu-user's -0), as the links of src/ would (and
## tests/init.cfg keeps it ahead of the tests' path_prepend_ ./src).
## An LD_PRELOAD library (the fault tests' shim) is for the emulated
## program, not for the emulator: the script hands it on with -E.  The
## emulator honours QEMU_CPU (tests/cross/run.sh sets it for -cpu).
## Tests that run a link or a compiled helper directly cannot run so;
## tests/cross/run.sh chooses the ones that can.
if KSUM_CROSS
if KSUM_CAN_RUN
LOG_COMPILER = $(KSUM_EMULATOR)
check_SCRIPTS += tests/cross/bin-stamp
tests/cross/bin-stamp: src/ksum$(EXEEXT) $(srcdir)/src/cli/programs.mk
	$(AM_V_GEN)rm -rf tests/cross/bin && $(MKDIR_P) tests/cross/bin && \
	for n in ksum $(ksum_programs); do \
	  { printf '\043!/bin/sh\n'; \
	    printf 'set -- -0 %s %s "$$@"\n' "$$n" \
	      '$(abs_top_builddir)/src/ksum$(EXEEXT)'; \
	    printf 'test -z "$${LD_PRELOAD-}" || {\n'; \
	    printf '  set -- -E "LD_PRELOAD=$$LD_PRELOAD" "$$@"\n'; \
	    printf '  unset LD_PRELOAD; }\n'; \
	    printf 'exec %s "$$@"\n' '$(KSUM_EMULATOR)'; \
	  } > tests/cross/bin/$$n$(EXEEXT) && \
	  chmod +x tests/cross/bin/$$n$(EXEEXT) || exit 1; \
	done && touch $@
AM_TESTS_ENVIRONMENT += \
  KSUM_CROSS_BIN='$(abs_top_builddir)/tests/cross/bin'; \
  export KSUM_CROSS_BIN; \
  PATH=$$KSUM_CROSS_BIN'$(PATH_SEPARATOR)'"$$PATH"; export PATH;
MOSTLYCLEANFILES += tests/cross/bin-stamp
MOSTLYCLEANDIRS += tests/cross/bin
endif
endif

## The tests that compile a program of their own (tests/engine/c89.sh,
## tests/dos/host32.sh, tests/dos/host-check.sh) run it under the same
## emulator, if any: $KSUM_EMULATOR PROGRAM.
AM_TESTS_ENVIRONMENT += \
  KSUM_EMULATOR='$(KSUM_EMULATOR)'; export KSUM_EMULATOR;

EXTRA_DIST += tests/cross/run.sh tests/cross/threads-multi.sh \
  tests/cross/windows.sh

## tests/cross/run.sh for every architecture whose cross compiler and
## emulator are installed (it skips the others): make check-cross, or
## make check-cross CROSS_ARCHES='s390x aarch64'.
CROSS_ARCHES = s390x aarch64 armhf ppc64el powerpc riscv64
check-cross:
	$(AM_V_at)fail=0; for a in $(CROSS_ARCHES); do \
	  $(SHELL) $(srcdir)/tests/cross/run.sh $$a; \
	  case $$? in 0|77) ;; *) fail=1 ;; esac; \
	done; exit $$fail
.PHONY: check-cross
