# cfg.mk -- configuration of gnulib's maint.mk (make syntax-check).
# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

gnulib_dir = /usr/share/gnulib

# GNU indent disagrees with our layout of long tables; clang-format is
# used on changed lines instead (see HACKING).
local-checks-to-skip = \
  sc_indent \
  sc_bindtextdomain \
  sc_error_message_uppercase \
  sc_prohibit_atoi_atof \
  sc_po_check

# maint.mk's sc_po_check, but for the X-macro tables (*.def) too, which
# it leaves out (it looks only at extensions of one or two letters):
# the N_ texts of src/lines/options.def are --help's.
sc_po_check_tables:
	@$(GREP) -E -v '^(#|$$)' $(po_file) | LC_ALL=C sort > $@-1; \
	{ { $(VC_LIST_EXCEPT); echo $(generated_files); } \
	    | xargs perl $(perl_translatable_files_list_); \
	  $(VC_LIST_EXCEPT) | $(GREP) '\.def$$'; } \
	  | xargs $(GREP) -E -l '$(_gl_translatable_string_re)' \
	  | $(SED) 's|^$(_dot_escaped_srcdir)/||' | LC_ALL=C sort -u > $@-2; \
	diff -u -L $(po_file) -L $(po_file) $@-1 $@-2 \
	  || { printf '$(ME): '$(fix_po_file_diag) 1>&2; rm -f $@-1 $@-2; \
	       exit 1; }; \
	rm -f $@-1 $@-2

exclude_file_name_regexp--sc_trailing_blank = ^gl/.*\.diff$$|^tests/kat/.*$$
exclude_file_name_regexp--sc_prohibit_empty_lines_at_EOF = ^tests/(kat|fuzz/corpus)/.*$$
exclude_file_name_regexp--sc_space_tab = ^tests/kat/.*$$
exclude_file_name_regexp--sc_long_lines = ^tests/kat/.*$$
exclude_file_name_regexp--sc_prohibit_magic_number_exit = ^(tests/.*|src/dos/.*)$$
exclude_file_name_regexp--sc_unmarked_diagnostics = ^(src/engine|src/lines|src/dos|tests)/.*$$
exclude_file_name_regexp--sc_cast_of_x_alloc_return_value = ^tests/.*$$
exclude_file_name_regexp--sc_cast_of_argument_to_free = ^(src/engine|src/lines|src/dos|tests)/.*$$
exclude_file_name_regexp--sc_prohibit_strcmp = ^(src/dos|tests)/.*$$

# The engine and the DOS front end are C89 without gnulib, and
# .ci/tsan-threads.c is linked into the TSan build only: no config.h.
exclude_file_name_regexp--sc_require_config_h = ^(src/engine|src/lines|src/dos|tests|\.ci)/.*$$
exclude_file_name_regexp--sc_require_config_h_first = ^(src/engine|src/lines|src/dos|tests|\.ci)/.*$$

# Non-recursive build: sc_tight_scope looks at these.
export _gl_TS_dir = .
export _gl_TS_headers = src/cli/frontend.h src/cli/cpu.h src/cli/selftest.h \
  src/cli/options.h
export _gl_TS_obj_files = src/cli/*.$(OBJEXT)
export _gl_TS_unmarked_extern_vars = version_etc_copyright

old_NEWS_hash = d41d8cd98f00b204e9800998ecf8427e
exclude_file_name_regexp--sc_prohibit_path_max_allocation = ^tests/faults/failread\.c$$
# The option table of a run is built at run time (options.c: the options
# a program takes depend on its algorithm).
exclude_file_name_regexp--sc_const_long_option = ^src/cli/options\.c$$

# ---- Rules of the design ------------------------------------------------

# Print the words of $want missing from $have as "< WORD" and the words
# of $have missing from $want as "> WORD", on standard error.
sc_list_diff = \
  for w in $$want; do case " "$$(echo $$have)" " in *" $$w "*) ;; \
    *) echo "< $$w" 1>&2 ;; esac; done; \
  for w in $$have; do case " "$$(echo $$want)" " in *" $$w "*) ;; \
    *) echo "> $$w" 1>&2 ;; esac; done

# The engine and the line formats are C89 without stdio, without an
# allocator and without gnulib (they build for DOS with bcc, where
# neither exists).
sc_engine_no_stdio:
	@prohibit='^ *# *include *<stdio\.h>' \
	in_vc_files='^src/(engine|lines)/' \
	halt='the engine and the line formats do not use stdio' \
	  $(_sc_search_regexp)

sc_engine_no_alloc:
	@prohibit='\<(malloc|calloc|realloc|free) *\(' \
	exclude='/\*.*\<(malloc|calloc|realloc|free) *\(' \
	in_vc_files='^src/(engine|lines)/' \
	halt='the engine and the line formats do not allocate' \
	  $(_sc_search_regexp)

# Only standard headers (and the intrinsics of the SIMD files) in <>, and
# in "" only files of their own sources.list, or, for the line formats,
# of the engine's: no gnulib header, no config.h, and nothing of
# src/lines in the engine (the dependency goes one way).
sc_engine_no_gnulib:
	@fail=0; \
	for f in $$($(VC_LIST_EXCEPT) | $(GREP) -E '^src/(engine|lines)/'); do \
	  case $$f in \
	    src/lines/*) lists='src/lines/sources.list src/engine/sources.list';; \
	    *) lists=src/engine/sources.list;; \
	  esac; \
	  for h in $$(sed -n 's/^ *# *include *"\([^"]*\)".*/\1/p' $$f); do \
	    cat $$lists | $(GREP) "^$$h " >/dev/null \
	      || { echo "$$f: includes \"$$h\"," \
		     "which is not a file of $$lists" 1>&2; \
		   fail=1; }; \
	  done; \
	  $(GREP) -nE '^ *# *include *<' $$f | $(GREP) -vE \
	    '<(assert|ctype|errno|float|limits|locale|math|setjmp|signal|stdarg|stddef|stdint|stdlib|string|time|immintrin|arm_neon)\.h>' \
	    | sed "s|^|$$f:|" | $(GREP) . 1>&2 && fail=1; \
	done; \
	test $$fail = 0 || { echo '$(ME): the engine includes only' \
	  'standard headers and its own (no gnulib, no src/lines)' 1>&2; \
	  exit 1; }

# One man/NAME.x per program: ksum and every row of src/cli/programs.def,
# and no other.
sc_man_pages_match_programs:
	@want=$$( (echo ksum; sed -n 's/^KSUM_PROGRAM ("\([^"]*\)".*/\1/p' \
	    src/cli/programs.def) | LC_ALL=C sort); \
	have=$$($(VC_LIST_EXCEPT) | sed -n 's|^man/\(.*\)\.x$$|\1|p' \
	    | LC_ALL=C sort); \
	test "$$want" = "$$have" || { \
	  echo '$(ME): man/*.x and src/cli/programs.def differ' \
	    '(< a program without a page, > a page without a program):' 1>&2; \
	  $(sc_list_diff); exit 1; }

# Every shell script under tests/ is in a test list (or one of these
# helpers, which are no test), and every listed script exists.
sc_tests_helper_scripts = tests/faults/shim.sh tests/bench/bench.sh \
  tests/cross/run.sh tests/cross/threads-multi.sh tests/cross/windows.sh \
  tests/repro/check.sh
sc_tests_listed:
	@listed=$$(for t in $(TESTS); do echo $$t; done | $(GREP) '\.sh$$' \
	    | LC_ALL=C sort -u); \
	have=$$(for t in $$($(VC_LIST_EXCEPT) | $(GREP) '^tests/.*\.sh$$'); do \
	    case " $(sc_tests_helper_scripts) " in *" $$t "*) ;; \
	      *) echo $$t ;; esac; done | LC_ALL=C sort); \
	test -n "$$listed" || { echo '$(ME): no TESTS: run it in a' \
	  'configured tree' 1>&2; exit 1; }; \
	test "$$listed" = "$$have" || { \
	  echo '$(ME): test lists and tests/**/*.sh differ' \
	    '(< listed but missing, > in no list):' 1>&2; \
	  want=$$listed; $(sc_list_diff); exit 1; }

# src/dos/makefile.wat cannot include a make file: its ENGINE_OBJS
# must be the dos set of src/engine/sources.list and its LINES_OBJS
# that of src/lines/sources.list (8.3 names: p1600- and - dropped).
# The C files and headers outside gnulib's have names of their own, so
# that a diagnostic, an include or a file compiled into another (the
# fuzz targets) names one file.
sc_unique_source_names:
	@dups=$$($(VC_LIST_EXCEPT) | $(GREP) -E '\.[ch]$$' \
	  | $(GREP) -Ev '^(lib|gl)/' | $(SED) 's|.*/||' | sort | uniq -d); \
	test -z "$$dups" || { echo "$(ME): source files share a name:" \
	  $$dups 1>&2; exit 1; }

sc_makefile_wat_sources:
	@for room in engine lines; do \
	  var=$$(echo $$room | tr a-z A-Z)_OBJS; \
	  want=$$($(SHELL) build-aux/source-sets src/$$room/sources.list dos \
	    | sed -n 's/\.c$$//p' | sed 's/^p1600-/p/; s/-//g' \
	    | LC_ALL=C sort); \
	  have=$$(sed -n "s/^$$var *= *//p" src/dos/makefile.wat \
	    | tr ' ' '\n' | sed -n 's/\.obj$$//p' | LC_ALL=C sort); \
	  test "$$want" = "$$have" || { \
	    echo "$(ME): the $$var of src/dos/makefile.wat are not the" \
	      "dos set of src/$$room/sources.list" 1>&2; exit 1; }; \
	done
