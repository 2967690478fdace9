/* cpu.h -- which SIMD backend the CPU and the OS allow.

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

#ifndef KSUM_CPU_H
#define KSUM_CPU_H

#include "keccak.h"

/* The KC_CPU_* bits (keccak.h) that this CPU has, that the OS saves
   across context switches, and that GLIBC_TUNABLES's glibc.cpu.hwcaps
   does not disable.  Zero where no SIMD backend is built.  */
extern unsigned int ksum_cpu_features (void);

/* kc_backend_for (ksum_cpu_features ()): the backend to use.  */
extern const struct kc_backend *ksum_backend (void);

#endif /* KSUM_CPU_H */
