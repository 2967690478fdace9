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
  sc_prohibit_atoi_atof

exclude_file_name_regexp--sc_trailing_blank = ^gl/.*\.diff$$|^tests/kat/.*$$
exclude_file_name_regexp--sc_prohibit_empty_lines_at_EOF = ^tests/(kat|fuzz/corpus)/.*$$
exclude_file_name_regexp--sc_space_tab = ^tests/kat/.*$$
exclude_file_name_regexp--sc_long_lines = ^tests/kat/.*$$
exclude_file_name_regexp--sc_prohibit_magic_number_exit = ^(tests/.*|src/dos/.*)$$
exclude_file_name_regexp--sc_unmarked_diagnostics = ^(src/engine|src/dos|tests)/.*$$
exclude_file_name_regexp--sc_cast_of_x_alloc_return_value = ^tests/.*$$
exclude_file_name_regexp--sc_cast_of_argument_to_free = ^(src/engine|src/dos|tests)/.*$$
exclude_file_name_regexp--sc_prohibit_strcmp = ^(src/dos|tests)/.*$$

# The engine and the DOS front end are C89 without gnulib, and
# .ci/tsan-threads.c is linked into the TSan build only: no config.h.
exclude_file_name_regexp--sc_require_config_h = ^(src/engine|src/dos|tests|\.ci)/.*$$
exclude_file_name_regexp--sc_require_config_h_first = ^(src/engine|src/dos|tests|\.ci)/.*$$

# Non-recursive build: sc_tight_scope looks at these.
export _gl_TS_dir = .
export _gl_TS_headers = src/cli/ksum.h src/cli/cpu.h src/cli/selftest.h
export _gl_TS_obj_files = src/cli/*.$(OBJEXT)
export _gl_TS_unmarked_extern_vars = version_etc_copyright

old_NEWS_hash = d41d8cd98f00b204e9800998ecf8427e
exclude_file_name_regexp--sc_prohibit_path_max_allocation = ^tests/faults/failread\.c$$
# The option table of a run is built at run time (ksum.c: the options a
# program takes depend on its algorithm).
exclude_file_name_regexp--sc_const_long_option = ^src/cli/ksum\.c$$
