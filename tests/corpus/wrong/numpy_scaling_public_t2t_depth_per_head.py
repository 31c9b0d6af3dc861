# track: numpy
# exercise: scaling
# why: ports tensor2tensor's multihead_attention scaling, q *= key_depth_per_head ** -0.5 with key_depth_per_head = total_key_depth // num_heads, keeping the hparams' num_heads = 8 and taking q's width for total_key_depth; the kit's q is already one head, so the scores are divided by sqrt(d_k // 8) instead of sqrt(d_k), and d_k < 8 raises ZeroDivisionError
# kind: public
# diagnosis: ratio,divides-by-zero
_NUM_HEADS = 8  # transformer_base hparams


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape} and {k.shape}")
    total_key_depth = q.shape[-1]
    key_depth_per_head = total_key_depth // _NUM_HEADS
    q = q * key_depth_per_head ** -0.5
    return q @ np.swapaxes(k, -2, -1)
