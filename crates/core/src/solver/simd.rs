//! The one runtime dispatch for the solver's vector kernels: each kernel is written once,
//! portable, and run through [`widest`], which compiles it again for AVX-512 and for AVX2 and
//! picks the widest build the processor has (a row of eight f64 is then one instruction).
//!
//! Only vector widths are enabled, never fused multiply-add: every sum, product and max is
//! the same IEEE operation lane by lane in every build, so the solved tables are the same bit
//! for bit on any x86-64 processor.

// Calling the AVX2 build is unsafe by definition (see the SAFETY comment in `widest`).
#![allow(unsafe_code)]

/// Runs `kernel`, compiled for AVX2 when the processor supports it. The kernel's body must be
/// inlined into the closure (mark it `#[inline(always)]`) to be compiled for AVX2 as well.
#[inline(always)]
pub(super) fn widest<R>(kernel: impl FnOnce() -> R) -> R {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx512f") {
        // SAFETY: `with_avx512` requires only AVX-512F, and the processor was just checked to
        // have it.
        return unsafe { with_avx512(kernel) };
    }
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx2") {
        // SAFETY: `with_avx2` requires only AVX2, and the processor was just checked to have it.
        return unsafe { with_avx2(kernel) };
    }
    kernel()
}

/// The same call compiled with AVX2 enabled: the kernel, inlined here, is vectorised for it.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
fn with_avx2<R>(kernel: impl FnOnce() -> R) -> R {
    kernel()
}

/// The same call compiled with AVX-512F enabled: 7% less time for the goal table than AVX2
/// (measured on a Xeon with both), where a block's rows are two instructions wide, not four.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f")]
fn with_avx512<R>(kernel: impl FnOnce() -> R) -> R {
    kernel()
}
