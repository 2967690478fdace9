## doc/local.mk -- the Texinfo manual.  -*- makefile -*-

info_TEXINFOS = doc/ksum.texi
doc_ksum_TEXINFOS = doc/release.texi
AM_MAKEINFOFLAGS = --no-split
AM_MAKEINFOHTMLFLAGS = --no-split
## make distcheck builds the info manual and the HTML one; DVI and PDF
## need TeX, which a build machine need not have.
AM_DISTCHECK_DVI_TARGET = html

## doc/release.texi holds what Automake's version.texi would (UPDATED,
## UPDATED-MONTH, EDITION, VERSION), but dated by build-aux/source-date-epoch
## (SOURCE_DATE_EPOCH, else the last commit, else the release) instead of
## the manual's modification time, so that every build of the same sources
## writes the same manual.  (Automake makes its own rule for any included
## file named vers*.texi, hence the other name.)
$(srcdir)/doc/release.texi: $(srcdir)/doc/ksum.texi $(top_srcdir)/configure.ac
	$(AM_V_GEN)d=`$(SHELL) $(srcdir)/build-aux/source-date-epoch \
	  $(srcdir)` && \
	ymd () { LC_ALL=C date -u -d "@$$d" "$$1" 2>/dev/null \
	  || LC_ALL=C date -u -r "$$d" "$$1"; } && \
	{ echo "@set UPDATED `ymd '+%-d %B %Y'`"; \
	  echo "@set UPDATED-MONTH `ymd '+%B %Y'`"; \
	  echo "@set EDITION $(VERSION)"; \
	  echo "@set VERSION $(VERSION)"; } > $@-t && \
	if cmp -s $@-t $@; then rm -f $@-t; touch $@; else mv $@-t $@; fi
MAINTAINERCLEANFILES += $(srcdir)/doc/release.texi
EXTRA_DIST += build-aux/source-date-epoch
