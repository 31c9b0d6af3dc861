# track: numpy
# exercise: scaling
# why: scaled_scores ports the reference of JAX Pallas' flash-attention kernel, mha_reference(..., sm_scale=1.0), logits = einsum('...qc,...kc->...qk', q, k) * sm_scale, keeping its default sm_scale = 1.0 (the caller is meant to pass 1/sqrt(d_k)), so the scores are not scaled at all
# kind: public
# diagnosis: scale-none
import numpy as np

SM_SCALE = 1.0  # mha_reference's default


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    logits = np.einsum("...qc,...kc->...qk", q, k)
    return logits * SM_SCALE
