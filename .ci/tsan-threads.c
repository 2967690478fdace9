/* tsan-threads.c -- C11 threads over POSIX threads, for the TSan build
   of .ci/sanitize.sh only.

   Copyright (C) 2026 The ksum authors; GPLv3+.

   glibc's thrd_create, mtx_lock, cnd_wait ... call the pthread
   functions inside libc, where ThreadSanitizer's interceptors do not
   see them: a TSan build then crashes in the first thread it starts,
   or would report false races.  Linked into the program, these
   definitions take the place of libc's and go through the intercepted
   pthread entry points.  */

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <threads.h>

struct start
{
  thrd_start_t func;
  void *arg;
};

static void *
trampoline (void *p)
{
  struct start s = *(struct start *) p;
  free (p);
  return (void *) (intptr_t) s.func (s.arg);
}

static int
result (int err)
{
  return err ? thrd_error : thrd_success;
}

int
thrd_create (thrd_t *thr, thrd_start_t func, void *arg)
{
  struct start *s = malloc (sizeof *s);
  int err;

  if (!s)
    return thrd_nomem;
  s->func = func;
  s->arg = arg;
  err = pthread_create ((pthread_t *) thr, NULL, trampoline, s);
  if (err)
    free (s);
  return result (err);
}

int
thrd_join (thrd_t thr, int *res)
{
  void *r;
  int err = pthread_join ((pthread_t) thr, &r);
  if (!err && res)
    *res = (int) (intptr_t) r;
  return result (err);
}

int
thrd_detach (thrd_t thr)
{
  return result (pthread_detach ((pthread_t) thr));
}

int
mtx_init (mtx_t *m, int type)
{
  (void) type;                  /* ksum uses mtx_plain only */
  return result (pthread_mutex_init ((pthread_mutex_t *) m, NULL));
}

int
mtx_lock (mtx_t *m)
{
  return result (pthread_mutex_lock ((pthread_mutex_t *) m));
}

int
mtx_unlock (mtx_t *m)
{
  return result (pthread_mutex_unlock ((pthread_mutex_t *) m));
}

void
mtx_destroy (mtx_t *m)
{
  pthread_mutex_destroy ((pthread_mutex_t *) m);
}

int
cnd_init (cnd_t *c)
{
  return result (pthread_cond_init ((pthread_cond_t *) c, NULL));
}

int
cnd_wait (cnd_t *c, mtx_t *m)
{
  return result (pthread_cond_wait ((pthread_cond_t *) c,
                                    (pthread_mutex_t *) m));
}

int
cnd_signal (cnd_t *c)
{
  return result (pthread_cond_signal ((pthread_cond_t *) c));
}

int
cnd_broadcast (cnd_t *c)
{
  return result (pthread_cond_broadcast ((pthread_cond_t *) c));
}

void
cnd_destroy (cnd_t *c)
{
  pthread_cond_destroy ((pthread_cond_t *) c);
}
