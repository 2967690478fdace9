#!/bin/sh
# tests/repro/check.sh -- prove that ksum builds reproducibly.
# Copyright (C) 2026 The ksum authors; GPLv3+.
#
# Usage: tests/repro/check.sh   (from a configured build tree)
#
# 1. Two fresh clones of the source tree's last commit, each bootstrapped,
#    configured and made into tarballs (`make dist') on another day (the
#    second with the clock 40 days ahead, faketime), must give the same
#    tarballs, byte for byte.  Nothing of the build tree is reused, so
#    everything bootstrap and make generate (configure, the Makefiles,
#    po/ksum.pot, the manual, the man pages) is made twice.  The sources
#    must be a git checkout; SOURCE_DATE_EPOCH is left unset here, so the
#    date of the commit is the date of both.
# 2. The tarball is unpacked in two directories of different names and
#    depths, its generated man pages, info manual and message catalogs
#    are deleted so that the build makes them again, and each tree is
#    configured and built (the catalogs with make -C po LL.gmo: po's
#    stamp-po, also shipped, would keep them from being remade), the
#    second with the clock 40 days ahead.
#    src/ksum, man/*.1, doc/ksum.info and po/*.gmo must be identical.
# SOURCE_DATE_EPOCH is that of the sources (build-aux/source-date-epoch)
# for both builds of step 2, as a distributor sets it.  Needs faketime,
# git and GNU tar, and bootstrap's prerequisites (HACKING).
# KEEP=yes keeps the scratch directory.  Prints what it compared.

set -eu
test -f Makefile && test -f config.status \
  || { echo "$0: run me from a configured build tree" >&2; exit 1; }
command -v faketime > /dev/null \
  || { echo "$0: needs faketime" >&2; exit 77; }
MAKE=${MAKE-make}
srcdir=$(sed -n 's/^srcdir = //p' Makefile)
later='faketime -f +40d'
# faketime must really move the clock (it can be a no-op in some
# sandboxes); 40 days also changes the month that help2man would print.
test "$($later date -u +%s)" -gt "$(($(date -u +%s) + 86400))" \
  || { echo "$0: faketime does not change the clock" >&2; exit 77; }

command -v git > /dev/null && git -C "$srcdir" rev-parse HEAD > /dev/null 2>&1 \
  || { echo "$0: $srcdir is not a git checkout" >&2; exit 77; }

scratch=$(mktemp -d "${TMPDIR:-/tmp}/ksum-repro.XXXXXX")
test "${KEEP-}" = yes || trap 'rm -rf "$scratch"' EXIT

# 1. Two fresh clones, bootstrapped and made into tarballs on two days.
unset SOURCE_DATE_EPOCH
commit=$(git -C "$srcdir" rev-parse HEAD)
echo "commit $commit"
dist ()
{
  # $1: the directory of the clone; $2: a command prefix (the clock).
  git clone -q "$srcdir" "$1" && git -C "$1" checkout -q "$commit" \
    && (cd "$1" && $2 ./bootstrap --copy > bootstrap.out 2>&1 \
        && $2 ./configure -q > configure.out 2>&1 \
        && $2 $MAKE -s dist > dist.out 2>&1) \
    || { echo "$0: make dist in $1 failed:" >&2;
         tail -n 30 "$1"/bootstrap.out "$1"/configure.out "$1"/dist.out >&2;
         exit 1; }
  mkdir "$1.dist" && mv "$1"/ksum-*.tar.gz "$1"/ksum-*.tar.xz "$1.dist/"
}
# The two at once: bootstrap and make dist run mostly on one core.
dist "$scratch/clone1" '' & dist1=$!
dist "$scratch/clone2" "$later" & dist2=$!
wait $dist1
wait $dist2
mkdir "$scratch/dist1" "$scratch/dist2"
mv "$scratch"/clone1.dist/* "$scratch/dist1/"
mv "$scratch"/clone2.dist/* "$scratch/dist2/"
grep '^"POT-Creation-Date' "$scratch/clone1/po/ksum.pot" \
  "$scratch/clone2/po/ksum.pot" || true
for t in "$scratch"/dist1/*; do
  cmp "$t" "$scratch/dist2/${t##*/}"
  echo "identical: ${t##*/} ($(wc -c < "$t") bytes," \
       "$(sha256sum < "$t" | cut -c1-16)...)"
done
tarball=$(ls "$scratch"/dist1/ksum-*.tar.xz)
dir=$(basename "$tarball" .tar.xz)

SOURCE_DATE_EPOCH=$(sh "$srcdir/build-aux/source-date-epoch" "$srcdir")
export SOURCE_DATE_EPOCH
echo "SOURCE_DATE_EPOCH=$SOURCE_DATE_EPOCH"

# 2. Two builds of the tarball.
build ()
{
  # $1: the directory to build in; $2: a command prefix (the clock).
  mkdir -p "$1"
  (cd "$1" && tar xf "$tarball" && cd "$dir" \
   && rm -f man/*.1 doc/ksum.info po/*.gmo \
   && $2 ./configure -q > configure.out 2>&1 \
   && $2 $MAKE -s -j2 > make.out 2>&1 \
   && for l in $(sed '/^#/d' po/LINGUAS); do
        $2 $MAKE -s -C po "$l.gmo" || exit 1; done >> make.out 2>&1) \
    || { echo "$0: the build in $1 failed:" >&2;
         tail -n 30 "$1/$dir/configure.out" "$1/$dir/make.out" >&2;
         exit 1; }
}
build "$scratch/a" '' & build1=$!
build "$scratch/deeper/build/b" "$later" & build2=$!
wait $build1
wait $build2

a=$scratch/a/$dir b=$scratch/deeper/build/b/$dir
n=0
for f in src/ksum man/*.1 doc/ksum.info po/*.gmo; do
  case $f in src/ksum) ;; *) test -f "$a/$f" ;; esac
  cmp "$a/$f" "$b/$f"
  n=$((n + 1))
done
echo "identical in both builds: $n files (src/ksum, $(ls "$a"/man/*.1 | wc -l)" \
     "man pages, doc/ksum.info, $(ls "$a"/po/*.gmo | wc -l) catalogs);" \
     "src/ksum $(sha256sum < "$a/src/ksum" | cut -c1-16)..."
grep -m1 '^\.TH' "$a/man/sha3-256sum.1"
echo "reproducible: yes"
