//! The one runtime dispatch for the solver's vector kernels: each kernel is written once,
//! portable, and run through [`widest`], which compiles it a second time for AVX2 and picks
//! that build when the processor has it (a row of four f64 is then one instruction, not two).
//!
//! Only AVX2 is enabled, not fused multiply-add: every sum and product rounds as in the
//! portable build, so the solved tables are the same bit for bit on any x86-64 processor.

// Calling the AVX2 build is unsafe by definition (see the SAFETY comment in `widest`).
#![allow(unsafe_code)]

/// Runs `kernel`, compiled for AVX2 when the processor supports it. The kernel's body must be
/// inlined into the closure (mark it `#[inline(always)]`) to be compiled for AVX2 as well.
#[inline(always)]
pub(super) fn widest<R>(kernel: impl FnOnce() -> R) -> R {
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
