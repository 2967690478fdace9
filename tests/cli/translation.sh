#!/bin/sh
# The German translation is complete and well-formed: every message of
# the current sources is translated, none fuzzy, format strings match.

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
print_ver_ ksum
require_tool_ msgfmt
require_tool_ xgettext
require_tool_ msgmerge

# The messages of the sources as they are now, merged into de.po.
(cd "$srcdir" && sed -e '/^#/d' -e '/^$/d' po/POTFILES.in) > files \
  || framework_failure_
(cd "$srcdir" && xgettext --default-domain=ksum --keyword=_ --keyword=N_ \
   --flag=error:3:c-format --from-code=UTF-8 --add-comments=TRANSLATORS: \
   --files-from="$OLDPWD/files" -o -) > ksum.pot 2> xgettext.err \
  || { cat xgettext.err; framework_failure_; }
msgmerge -q --no-fuzzy-matching "$srcdir/po/de.po" ksum.pot -o de.po \
  || fail=1
msgfmt -c --statistics -o de.mo de.po 2> stats || { cat stats; fail=1; }
cat stats
grep -E 'untranslated|fuzzy' stats && fail=1

Exit $fail
