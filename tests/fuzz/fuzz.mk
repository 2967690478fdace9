## fuzz.mk -- libFuzzer targets: make fuzz, make fuzz-run.
## Copyright (C) 2026 The ksum authors; GPLv3+.
##
## Included from Makefile.am.  Plain make rules, built with clang
## whatever CC configure chose (libFuzzer is clang's):
##   make fuzz                          build tests/fuzz/bin/fuzz-TARGET
##   make fuzz-run FUZZ_SECONDS=60      run each on a copy of its seeds
## Override FUZZ_CC (e.g. clang-14) on the command line if needed.  A
## crash leaves tests/fuzz/run/crash-* behind and fails the run; the
## reproducer becomes a regression seed in tests/fuzz/corpus/TARGET/.

FUZZ_CC = clang
FUZZ_SECONDS = 60
FUZZ_MAX_LEN = 4096
FUZZ_SANITIZE = -fsanitize=address,undefined -fno-sanitize-recover=undefined
FUZZ_CFLAGS = -g -O2 -fno-omit-frame-pointer $(FUZZ_SANITIZE)
FUZZ_CPPFLAGS = -I$(top_builddir) -I$(top_builddir)/lib -I$(top_srcdir)/lib \
  -I$(top_srcdir)/src/engine -I$(top_srcdir)/src/lines \
  -I$(top_srcdir)/src/cli \
  $(KC_CPPFLAGS) \
  -DLOCALEDIR=\"$(localedir)\" -DEXEEXT=\"$(EXEEXT)\"
FUZZ_COMPILE = $(FUZZ_CC) $(FUZZ_CPPFLAGS) $(FUZZ_CFLAGS) \
  -fsanitize=fuzzer-no-link -c
FUZZ_LINK = $(FUZZ_CC) $(FUZZ_CFLAGS) -fsanitize=fuzzer
FUZZ_LIBS = lib/libksum.a $(LIBINTL) $(LIBSTDTHREAD) $(LIBPTHREAD) \
  $(LIBTHREAD) $(LIB_HARD_LOCALE) $(LIB_MBRTOWC) $(LIB_SETLOCALE_NULL) \
  $(LIB_NANOSLEEP) $(LIB_PTHREAD_SIGMASK)

fuzz_targets = check parsers engine tag
fuzz_bin = tests/fuzz/bin

fuzz_stamp = $(fuzz_bin)/.dir

$(fuzz_stamp):
	$(AM_V_at)$(MKDIR_P) $(fuzz_bin) && touch $@

# The engine and the line formats, from the sets of
# src/engine/sources.list and src/lines/sources.list (sources.mk), each
# file with its set's flags, into one archive; and the CLI's CPU probe.
fuzz_engine_simd =
fuzz_engine_avx2 =
fuzz_engine_avx512 =
if KC_WITH_AVX2
fuzz_engine_simd += $(kc_engine_simd)
fuzz_engine_avx2 += $(kc_engine_avx2)
endif
if KC_WITH_AVX512
fuzz_engine_simd += $(kc_engine_simd)
fuzz_engine_avx512 += $(kc_engine_avx512)
endif
fuzz_engine_lib = $(fuzz_bin)/libengine.a
fuzz_engine_objs = $(fuzz_engine_lib) $(fuzz_bin)/cpu.o
fuzz_src_deps = $(kc_engine_header) $(kc_lines_header) \
  $(top_srcdir)/src/cli/frontend.h

$(fuzz_engine_lib): $(kc_engine_host) $(kc_lines_host) $(fuzz_engine_avx2) \
    $(fuzz_engine_avx512) $(fuzz_engine_simd) $(fuzz_src_deps) $(fuzz_stamp)
	$(AM_V_CC)rm -f $@ $(fuzz_bin)/engine-*.o && \
	compile () { \
	  flags=$$1; shift; \
	  for f in "$$@"; do \
	    o=$(fuzz_bin)/engine-`basename $$f .c`.o; \
	    $(FUZZ_COMPILE) $$flags $(top_srcdir)/$$f -o $$o || exit 1; \
	    objs="$$objs $$o"; \
	  done; \
	}; \
	objs=; \
	compile '' $(kc_engine_host) $(kc_lines_host) && \
	compile '$(KC_AVX2_CFLAGS)' $(fuzz_engine_avx2) && \
	compile '$(KC_AVX512_CFLAGS) -DKC_WITH_X4_AVX512=1' \
	  $(fuzz_engine_avx512) && \
	$(AR) cr $@ $$objs

$(fuzz_bin)/cpu.o: $(top_srcdir)/src/cli/cpu.c $(fuzz_src_deps) $(fuzz_stamp)
	$(AM_V_CC)$(FUZZ_COMPILE) $(top_srcdir)/src/cli/cpu.c -o $@

# The front end: check.c, digest.c (and a copy whose digest_file is
# renamed, for the check target's stand-in), and the rest.
fuzz_cli_deps = $(fuzz_src_deps) $(top_srcdir)/src/cli/system.h \
  $(top_srcdir)/src/cli/selftest.h $(top_srcdir)/src/cli/programs.def \
  $(top_srcdir)/src/cli/kat-cases.h $(fuzz_stamp)
$(fuzz_bin)/check.o: $(top_srcdir)/src/cli/check.c $(fuzz_cli_deps)
	$(AM_V_CC)$(FUZZ_COMPILE) $(top_srcdir)/src/cli/check.c -o $@
$(fuzz_bin)/digest.o: $(top_srcdir)/src/cli/digest.c $(fuzz_cli_deps)
	$(AM_V_CC)$(FUZZ_COMPILE) $(top_srcdir)/src/cli/digest.c -o $@
$(fuzz_bin)/digest-nofile.o: $(top_srcdir)/src/cli/digest.c \
    $(fuzz_cli_deps)
	$(AM_V_CC)$(FUZZ_COMPILE) -Ddigest_file=ksum_unused_digest_file \
	  $(top_srcdir)/src/cli/digest.c -o $@
# The rest of the front end (src/cli/local.mk's ksum_cli_rest), into
# one archive.
$(fuzz_bin)/libcli.a: $(fuzz_cli_deps) $(ksum_cli_rest)
	$(AM_V_CC)rm -f $@ $(fuzz_bin)/cli-*.o && objs= && \
	for f in $(ksum_cli_rest); do \
	  o=$(fuzz_bin)/cli-`basename $$f .c`.o; \
	  $(FUZZ_COMPILE) $(top_srcdir)/$$f -o $$o || exit 1; \
	  objs="$$objs $$o"; \
	done && $(AR) cr $@ $$objs
fuzz_cli_objs = $(fuzz_bin)/libcli.a

# What fuzz-parsers.c compiles in: the command line of src/cli.
fuzz_parsers_included = $(top_srcdir)/src/cli/ksum.c \
  $(top_srcdir)/src/cli/options.c $(top_srcdir)/src/cli/keys.c \
  $(top_srcdir)/src/cli/help.c $(top_srcdir)/src/cli/options.h

$(fuzz_bin)/fuzz-engine: $(top_srcdir)/tests/fuzz/fuzz-engine.c $(fuzz_engine_objs)
	$(AM_V_CC)$(FUZZ_COMPILE) $(top_srcdir)/tests/fuzz/fuzz-engine.c \
	  -o $@.o && $(FUZZ_LINK) $@.o $(fuzz_engine_objs) -o $@
$(fuzz_bin)/fuzz-tag: $(top_srcdir)/tests/fuzz/fuzz-tag.c $(fuzz_engine_lib)
	$(AM_V_CC)$(FUZZ_COMPILE) $(top_srcdir)/tests/fuzz/fuzz-tag.c \
	  -o $@.o && $(FUZZ_LINK) $@.o $(fuzz_engine_lib) -o $@
$(fuzz_bin)/fuzz-check: $(top_srcdir)/tests/fuzz/fuzz-check.c \
    $(fuzz_bin)/digest-nofile.o $(fuzz_cli_objs) \
    $(fuzz_engine_objs) lib/libksum.a
	$(AM_V_CC)$(FUZZ_COMPILE) $(top_srcdir)/tests/fuzz/fuzz-check.c \
	  -o $@.o && $(FUZZ_LINK) $@.o \
	  $(fuzz_bin)/digest-nofile.o $(fuzz_cli_objs) $(fuzz_engine_objs) \
	  $(FUZZ_LIBS) -o $@
$(fuzz_bin)/fuzz-parsers: $(top_srcdir)/tests/fuzz/fuzz-parsers.c \
    $(fuzz_parsers_included) $(fuzz_bin)/check.o $(fuzz_bin)/digest.o $(fuzz_cli_objs) \
    $(fuzz_engine_objs) lib/libksum.a
	$(AM_V_CC)$(FUZZ_COMPILE) $(top_srcdir)/tests/fuzz/fuzz-parsers.c \
	  -o $@.o && $(FUZZ_LINK) $@.o $(fuzz_bin)/check.o $(fuzz_bin)/digest.o \
	  $(fuzz_cli_objs) $(fuzz_engine_objs) $(FUZZ_LIBS) -o $@

fuzz: $(fuzz_bin)/fuzz-check $(fuzz_bin)/fuzz-parsers $(fuzz_bin)/fuzz-engine \
  $(fuzz_bin)/fuzz-tag

# Each target runs FUZZ_SECONDS on a scratch copy of its committed seeds
# (new inputs are not written into the source tree), first replaying
# every seed, which makes the seeds regression tests.  One rule per
# target, so that make -j runs them side by side (each is one process).
fuzz_run_targets = $(fuzz_targets:%=fuzz-run-%)
fuzz-run: $(fuzz_run_targets)
$(fuzz_run_targets): fuzz-run-%: fuzz
	$(AM_V_at)t=$*; d=tests/fuzz/run/$$t; \
	rm -rf $$d && $(MKDIR_P) $$d/corpus || exit 1; \
	cp $(top_srcdir)/tests/fuzz/corpus/$$t/* $$d/corpus/ || exit 1; \
	(cd $$d && ../../bin/fuzz-$$t -max_total_time=$(FUZZ_SECONDS) \
	   -max_len=$(FUZZ_MAX_LEN) -timeout=25 -rss_limit_mb=2048 \
	   -print_final_stats=1 corpus > log 2>&1); st=$$?; \
	grep -E '^(stat::number_of_executed_units|Done)' $$d/log \
	  | sed "s/^/fuzz-$$t ($(FUZZ_SECONDS) s): /"; \
	if test $$st != 0; then \
	  echo "fuzz-$$t FAILED (exit $$st); tests/fuzz/run/$$t/log:"; \
	  tail -n 60 $$d/log; exit 1; \
	fi

clean-local: clean-fuzz
clean-fuzz:
	rm -rf $(fuzz_bin) tests/fuzz/run

.PHONY: fuzz fuzz-run $(fuzz_run_targets) clean-fuzz

EXTRA_DIST += tests/fuzz/fuzz.mk tests/fuzz/fuzz-check.c \
  tests/fuzz/fuzz-parsers.c tests/fuzz/fuzz-engine.c tests/fuzz/fuzz-tag.c \
  tests/fuzz/corpus
