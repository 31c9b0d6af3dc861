# track: torch
# exercise: scaling
# why: scaled_scores is ported from the reference implementation in the torch.nn.functional.scaled_dot_product_attention docs with its grouped-query branch kept on (enable_gqa=True), key.repeat_interleave(query.size(-3) // key.size(-3), -3); that line assumes a head axis at -3, so 2-D queries or keys raise IndexError (and keys with more heads than queries are repeated 0 times)
# kind: public
# diagnosis: crash, fixed-ndim


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale_factor = 1 / math.sqrt(q.size(-1))
    k = k.repeat_interleave(q.size(-3) // k.size(-3), -3)  # enable_gqa
    return q @ k.transpose(-2, -1) * scale_factor
