#!/bin/sh
# contrib/debian/build.sh -- build the Debian package of ksum from a
# release tarball, install it, try it, and run lintian on it.
# Copyright (C) 2026 The ksum authors; GPLv3+.
#
# Usage: contrib/debian/build.sh TARBALL
#
# TARBALL is what `make dist' wrote (ksum-VERSION.tar.xz or .tar.gz).
# Everything happens in a scratch directory: the tarball becomes
# ksum_VERSION.orig.tar.*, the contrib/debian directory of the unpacked
# tarball becomes its debian/ (control from control.in, and a changelog
# for VERSION-1), and dpkg-buildpackage builds the source and binary
# packages.  As root, the .deb is then installed with dpkg -i, its
# ksum --selftest, sha3-256sum and sha3-256sum -c are run, and the
# package is removed again.  Finally lintian must report no error.
#
# The maintainer is $DEBFULLNAME <$DEBEMAIL>, the distributor's (the
# project has no address of its own); CI sets them.  Dates come from
# SOURCE_DATE_EPOCH, else from the tarball's configure.ac.
# KEEP=yes leaves the scratch directory and the package installed.
# Needs debhelper, dpkg-dev and lintian.

set -eu

tarball=${1:?usage: $0 TARBALL}
case $tarball in /*) ;; *) tarball=$PWD/$tarball ;; esac
: "${DEBFULLNAME:?set DEBFULLNAME and DEBEMAIL to the package maintainer}"
: "${DEBEMAIL:?set DEBFULLNAME and DEBEMAIL to the package maintainer}"

base=$(basename "$tarball")
case $base in
  ksum-*.tar.xz) ext=xz ;;
  ksum-*.tar.gz) ext=gz ;;
  *) echo "$0: $base: not a ksum release tarball" >&2; exit 1 ;;
esac
dir=${base%.tar.$ext}
version=${dir#ksum-}

scratch=$(mktemp -d "${TMPDIR:-/tmp}/ksum-deb.XXXXXX")
cleanup ()
{
  if test "${KEEP-}" != yes; then
    test "${installed-}" = yes && dpkg -r ksum > /dev/null
    rm -rf "$scratch"
  fi
}
trap cleanup EXIT
cd "$scratch"

cp "$tarball" "ksum_$version.orig.tar.$ext"
tar xf "ksum_$version.orig.tar.$ext"
cd "$dir"
test -d contrib/debian || { echo "$0: $base has no contrib/debian" >&2; exit 1; }
cp -R contrib/debian debian
rm debian/build.sh
sed "s|@MAINTAINER@|$DEBFULLNAME <$DEBEMAIL>|" debian/control.in \
  > debian/control
rm debian/control.in

epoch=$(SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH-} \
        sh build-aux/source-date-epoch .)
{
  echo "ksum ($version-1) unstable; urgency=medium"
  echo
  echo "  * Package of the upstream release $version."
  echo
  echo " -- $DEBFULLNAME <$DEBEMAIL>  $(LC_ALL=C date -u -R -d "@$epoch")"
} > debian/changelog

# The whole test suite runs unless DEB_BUILD_OPTIONS says nocheck.
dpkg-buildpackage -us -uc > ../build.log 2>&1 \
  || { tail -n 80 ../build.log; exit 1; }
cd ..
arch=$(dpkg --print-architecture)
deb=ksum_${version}-1_$arch.deb
test -f "$deb"
dpkg-deb --contents "$deb" > contents
for f in ./usr/bin/ksum ./usr/bin/sha3-256sum ./usr/bin/k12sum \
         ./usr/share/man/man1/sha3-256sum.1.gz ./usr/share/info/ksum.info.gz \
         ./usr/share/locale/de/LC_MESSAGES/ksum.mo \
         ./usr/share/doc/ksum/README ./usr/share/doc/ksum/NEWS; do
  grep -F " $f" contents > /dev/null \
    || { echo "$0: $deb lacks $f" >&2; exit 1; }
done

if test "$(id -u)" = 0; then
  dpkg -i "$deb" > /dev/null
  installed=yes
  /usr/bin/ksum --selftest
  printf abc > abc
  /usr/bin/sha3-256sum abc > SUMS
  grep -x '3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532  abc' \
    SUMS > /dev/null
  /usr/bin/sha3-256sum -c SUMS
  /usr/bin/ksum k12sum --tag abc
else
  echo "$0: not root: $deb not installed" >&2
fi

rc=0
lintian --fail-on error --display-level '>=warning' \
  "ksum_${version}-1_$arch.changes" > lintian.out 2>&1 || rc=$?
echo "lintian ($(grep -c '^E:' lintian.out || true) errors," \
     "$(grep -c '^W:' lintian.out || true) warnings):"
cat lintian.out
exit $rc
