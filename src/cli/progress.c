/* progress.c -- the status line of --progress.

   Copyright (C) 2026 The ksum authors.

   This program is free software: you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version.

   This program is distributed in the hope that it will be useful,
   but WITHOUT ANY WARRANTY; without even the implied warranty of
   MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the
   GNU General Public License for more details.

   You should have received a copy of the GNU General Public License
   along with this program.  If not, see <https://www.gnu.org/licenses/>.  */

/* The code that reads (hashfile.c, for the main thread and the
   workers of jobs.c; records.c) adds the bytes it read to one atomic
   counter, with a relaxed add per read of at least 128 KiB: nothing
   else is shared, and nothing is done when there is no status line.  The sink counts the files done, and
   writes each job's line and diagnostics holding the lock under which
   the line is drawn, clearing it first when standard output is the
   same terminal, so that the two never share a line.  A thread of its
   own redraws the line on standard error four times a
   second, as dd's status=progress: a carriage return, the line, and
   blanks over what is left of the one before.  The line is cleared at
   the end, before each diagnostic (error's error_print_progname hook),
   and on SIGINT, SIGTERM and SIGHUP, which then kill the process as
   they would have.  */

#include <config.h>

#include <signal.h>
#include <stdatomic.h>
#include <threads.h>
#include <time.h>

#include "system.h"
#include "frontend.h"

#include "human.h"

/* The widest line (the bytes of it) that is drawn.  */
enum { LINE_MAX_BYTES = 160 };

static struct
{
  bool active;
  atomic_uintmax_t bytes;       /* read so far, by every thread */
  atomic_ulong files;           /* done so far, by the sink */
  uintmax_t total_bytes;        /* or UINTMAX_MAX if not known */
  long int total_files;         /* or -1 if not known */
  bool count_files;             /* whether FILES is shown */
  bool clear_for_output;        /* standard output is a terminal too */
  struct timespec start;
  thrd_t thread;
  mtx_t lock;                   /* for the writes to standard error */
  cnd_t stop;
  bool stopping;
  bool holding;                 /* the main thread holds LOCK for output */
  /* What clears the line drawn: a carriage return, blanks and a
     carriage return; CLEAR_LEN is 0 when no line is shown.  Read by the
     signal handler.  */
  char clear[LINE_MAX_BYTES + 2];
  volatile sig_atomic_t clear_len;
  /* DYING is set by the signal handler; DRAWING while the redrawing
     thread may write a line, so that the handler lets that line end
     before it clears it.  */
  atomic_int dying;
  atomic_int drawing;
} p;

/* Return the seconds since the start.  */
static double
elapsed (void)
{
  struct timespec now;
  timespec_get (&now, TIME_UTC);
  return ((now.tv_sec - p.start.tv_sec)
          + (now.tv_nsec - p.start.tv_nsec) / 1e9);
}

/* Write the LEN bytes of BUF to standard error, as best we can.  */
static void
write_err (char const *buf, size_t len)
{
  while (0 < len)
    {
      ssize_t n = write (STDERR_FILENO, buf, len);
      if (n <= 0)
        return;
      buf += n;
      len -= n;
    }
}

/* Clear the line shown, if any.  Called with P.LOCK held.  */
static void
clear_line (void)
{
  if (p.clear_len)
    write_err (p.clear, p.clear_len);
  p.clear_len = 0;
}

/* Add N bytes read to the counter, if there is a status line.  */
void
progress_add (size_t n)
{
  if (p.active)
    atomic_fetch_add_explicit (&p.bytes, n, memory_order_relaxed);
}

/* Count one file done, if there is a status line.  */
void
progress_file_done (void)
{
  if (p.active)
    atomic_fetch_add_explicit (&p.files, 1, memory_order_relaxed);
}

/* Before the main thread writes a job's line or diagnostics (once the
   job is hashed): hold the status line back, by holding the lock that
   the redrawing thread takes, and clear it if standard output is the
   same terminal.  */
void
progress_output_begin (void)
{
  if (!p.active)
    return;
  if (!p.holding)
    {
      mtx_lock (&p.lock);
      p.holding = true;
    }
  if (p.clear_for_output)
    clear_line ();
}

/* After the job's output: write the line out, then let the status line
   be drawn again.  Nothing if it was not held.  */
void
progress_output_end (void)
{
  if (!p.active || !p.holding)
    return;
  if (p.clear_for_output)
    fflush (stdout);
  p.holding = false;
  mtx_unlock (&p.lock);
}

/* Append the size N, in the form of dd, to BUF (of SIZE bytes) at *LEN.  */
static void
append_size (char *buf, size_t size, size_t *len, uintmax_t n)
{
  char hbuf[LONGEST_HUMAN_READABLE + 1];
  int opts = (human_autoscale | human_round_to_nearest | human_base_1024
              | human_space_before_unit | human_SI | human_B);
  int r = snprintf (buf + *len, size - *len, "%s",
                    human_readable (n, hbuf, opts, 1, 1));
  if (0 < r)
    *len = *len + r < size ? *len + r : size - 1;
}

/* Append to BUF (of SIZE bytes) at *LEN the text of FORMAT with ARG, after
   ", " if something is there already.  */
static void
append (char *buf, size_t size, size_t *len, char const *format,
        char const *arg)
{
  int r = snprintf (buf + *len, size - *len, "%s", *len ? ", " : "");
  if (0 < r)
    *len = *len + r < size ? *len + r : size - 1;
  r = snprintf (buf + *len, size - *len, format, arg);
  if (0 < r)
    *len = *len + r < size ? *len + r : size - 1;
}

/* Draw the status line: the bytes done (of the total and as a percentage
   when it is known), the files done (of the total when known), the
   rate, and the time left when the total is known.  */
static void
draw (void)
{
  uintmax_t done = atomic_load_explicit (&p.bytes, memory_order_relaxed);
  unsigned long int files = atomic_load_explicit (&p.files,
                                                  memory_order_relaxed);
  double secs = elapsed ();
  double rate = 0 < secs ? done / secs : 0;
  char line[LINE_MAX_BYTES + 1], part[LINE_MAX_BYTES + 1];
  size_t len = 0, plen = 0, old;

  append_size (part, sizeof part, &plen, done);
  if (p.total_bytes != UINTMAX_MAX)
    {
      int pct = (p.total_bytes ? (int) (100.0 * done / p.total_bytes) : 100);
      plen += snprintf (part + plen, sizeof part - plen, " / ");
      append_size (part, sizeof part, &plen, p.total_bytes);
      snprintf (part + plen, sizeof part - plen, " (%d%%)",
                pct < 100 ? pct : 100);
    }
  append (line, sizeof line, &len, "%s", part);

  if (p.count_files)
    {
      if (0 <= p.total_files)
        snprintf (part, sizeof part, _("files %lu/%ld"), files,
                  p.total_files);
      else
        snprintf (part, sizeof part, _("files %lu"), files);
      append (line, sizeof line, &len, "%s", part);
    }

  plen = 0;
  append_size (part, sizeof part, &plen, rate);
  append (line, sizeof line, &len, _("%s/s"), part);

  if (p.total_bytes != UINTMAX_MAX && 0 < rate && done <= p.total_bytes)
    {
      uintmax_t left = (p.total_bytes - done) / rate + 0.5;
      snprintf (part, sizeof part, "%ju:%02ju:%02ju", left / 3600,
                left / 60 % 60, left % 60);
      append (line, sizeof line, &len, _("%s left"), part);
    }

  /* Blanks over the rest of the line before; then remember what clears
     this one.  */
  old = p.clear_len ? p.clear_len - 2 : 0;
  p.clear_len = 0;
  write_err ("\r", 1);
  write_err (line, len);
  if (len < old)
    {
      memset (part, ' ', old - len);
      write_err (part, old - len);
      memset (part, '\b', old - len);
      write_err (part, old - len);
    }
  p.clear[0] = '\r';
  memset (p.clear + 1, ' ', len);
  p.clear[len + 1] = '\r';
  p.clear_len = len + 2;
}

/* The thread that redraws the line until it is told to stop.  */
static int
redraw (void *arg)
{
  (void) arg;
  mtx_lock (&p.lock);
  while (!p.stopping)
    {
      struct timespec t;
      timespec_get (&t, TIME_UTC);
      t.tv_nsec += 250 * 1000 * 1000;
      if (1000 * 1000 * 1000 <= t.tv_nsec)
        {
          t.tv_sec++;
          t.tv_nsec -= 1000 * 1000 * 1000;
        }
      cnd_timedwait (&p.stop, &p.lock, &t);
      atomic_store (&p.drawing, 1);
      if (!p.stopping && !atomic_load (&p.dying))
        draw ();
      atomic_store (&p.drawing, 0);
    }
  mtx_unlock (&p.lock);
  return 0;
}

/* Before a diagnostic: clear the line, then print the program's name as
   error does.  Only the main thread prints diagnostics: it holds the
   line back until the end of the job's output (progress_output_end),
   so that the line is not drawn in the middle of the message.  */
static void
print_progname (void)
{
  fflush (stdout);
  progress_output_begin ();
  clear_line ();
  fprintf (stderr, "%s: ", program_name);
}

/* On a signal that ends the process: clear the line and die of SIG.  */
static void
on_signal (int sig)
{
  int i;

  /* Either the redrawing thread sees DYING and draws no more, or this
     sees DRAWING and waits (a while at most) for the line it writes,
     which it then clears: cleared at once, the line came back.  */
  atomic_store (&p.dying, 1);
  for (i = 0; atomic_load (&p.drawing) && i < 100000; i++)
    thrd_yield ();
  if (p.clear_len)
    write_err (p.clear, p.clear_len);
  signal (sig, SIG_DFL);
  raise (sig);
}

static int const fatal_signals[] =
  {
    SIGINT, SIGTERM,
#ifdef SIGHUP                   /* not on native Windows */
    SIGHUP
#endif
  };

/* Start the status line that the settings S ask for (none if standard
   error is not a terminal, unless --progress=always).  TOTAL_BYTES and
   TOTAL_FILES are what will be read, or UINTMAX_MAX and -1 if not
   known; COUNT_FILES tells whether progress_file_done is called.  */
void
progress_start (struct ksum_settings const *s, uintmax_t total_bytes,
                long int total_files, bool count_files)
{
  sigset_t block, old;
  size_t i;

  if (s->progress == KSUM_PROGRESS_NEVER
      || (s->progress == KSUM_PROGRESS_AUTO && !isatty (STDERR_FILENO)))
    return;
  p.total_bytes = total_bytes;
  p.total_files = total_files;
  p.count_files = count_files;
  p.clear_for_output = isatty (STDOUT_FILENO);
  timespec_get (&p.start, TIME_UTC);
  if (mtx_init (&p.lock, mtx_plain) != thrd_success
      || cnd_init (&p.stop) != thrd_success)
    xalloc_die ();

  /* The signals are handled by the threads that read, never by the one
     that draws.  */
  sigemptyset (&block);
  for (i = 0; i < ARRAY_CARDINALITY (fatal_signals); i++)
    {
      struct sigaction act;
      sigaction (fatal_signals[i], NULL, &act);
      if (act.sa_handler != SIG_IGN)
        signal (fatal_signals[i], on_signal);
      sigaddset (&block, fatal_signals[i]);
    }
  pthread_sigmask (SIG_BLOCK, &block, &old);
  p.active = thrd_create (&p.thread, redraw, NULL) == thrd_success;
  pthread_sigmask (SIG_SETMASK, &old, NULL);
  if (p.active)
    error_print_progname = print_progname;
}

/* Stop the status line and clear it.  */
void
progress_stop (void)
{
  if (!p.active)
    return;
  progress_output_end ();
  mtx_lock (&p.lock);
  p.stopping = true;
  cnd_signal (&p.stop);
  mtx_unlock (&p.lock);
  thrd_join (p.thread, NULL);
  clear_line ();
  error_print_progname = NULL;
  p.active = false;
}
