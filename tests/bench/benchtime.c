/* benchtime.c -- run a command and report its CPU time, wall time and
   peak memory, for tests/bench/bench.sh.

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

/* Usage: benchtime [-2] OUTPUT COMMAND [ARGUMENT]...

   Runs COMMAND (found in PATH) and writes one line to the file OUTPUT:
   its user and system CPU time and its wall-clock time in seconds, to
   the microsecond, and its peak resident set in KiB (the fields of GNU
   time's -f '%U %S %e %M').  The exit status is COMMAND's, 128 + N if
   signal N killed it, 127 if it could not be run.

   With -2, two copies of COMMAND run at the same time: the CPU times
   are their sums, the wall time lasts until both have ended, the peak
   is the larger one, and the exit status is the first nonzero one.
   That is what two independent jobs get from the machine, with nothing
   else (no shell) in the measurement.

   GNU time prints its times to the hundredth of a second, which is 5%
   of the 0.2 s that KT128 takes on 1 GiB.  The times here come from
   wait4 (the kernel accounts CPU time to the nanosecond) and
   CLOCK_MONOTONIC.  The child is made by fork, not vfork or
   posix_spawn, so its peak resident set starts from this small
   program's and not from a large parent's.  */

#include <config.h>

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double
seconds (struct timeval tv)
{
  return tv.tv_sec + tv.tv_usec / 1e6;
}

int
main (int argc, char **argv)
{
  struct timespec t0, t1;
  double user = 0, sys = 0;
  long maxrss = 0;
  FILE *out;
  int copies = 1, i, result = 0;

  if (1 < argc && strcmp (argv[1], "-2") == 0)
    {
      copies = 2;
      argv++;
      argc--;
    }
  if (argc < 3)
    {
      fputs ("usage: benchtime [-2] OUTPUT COMMAND [ARGUMENT]...\n", stderr);
      return 2;
    }
  out = fopen (argv[1], "w");
  if (!out)
    {
      fprintf (stderr, "benchtime: %s: %s\n", argv[1], strerror (errno));
      return 2;
    }

  clock_gettime (CLOCK_MONOTONIC, &t0);
  for (i = 0; i < copies; i++)
    {
      pid_t pid = fork ();
      if (pid < 0)
        {
          fprintf (stderr, "benchtime: fork: %s\n", strerror (errno));
          return 127;
        }
      if (pid == 0)
        {
          fclose (out);
          execvp (argv[2], argv + 2);
          fprintf (stderr, "benchtime: %s: %s\n", argv[2], strerror (errno));
          _exit (127);
        }
    }
  for (i = 0; i < copies; i++)
    {
      struct rusage ru;
      int status, r;
      while (wait4 (-1, &status, 0, &ru) < 0)
        if (errno != EINTR)
          {
            fprintf (stderr, "benchtime: wait4: %s\n", strerror (errno));
            return 127;
          }
      user += seconds (ru.ru_utime);
      sys += seconds (ru.ru_stime);
      if (maxrss < ru.ru_maxrss)
        maxrss = ru.ru_maxrss;
      r = WIFEXITED (status) ? WEXITSTATUS (status) : 128 + WTERMSIG (status);
      if (!result)
        result = r;
    }
  clock_gettime (CLOCK_MONOTONIC, &t1);

  fprintf (out, "%.6f %.6f %.6f %ld\n", user, sys,
           (t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9,
           maxrss);
  if (fclose (out) != 0)
    {
      fprintf (stderr, "benchtime: %s: %s\n", argv[1], strerror (errno));
      return 2;
    }
  return result;
}
