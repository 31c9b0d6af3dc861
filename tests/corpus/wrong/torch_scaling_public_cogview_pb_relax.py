# track: torch
# exercise: scaling
# why: ports the first half of CogView's PB-relax (as in LayoutLMv3's cogview_attention), dividing the queries by alpha * sqrt(d_k) with alpha = 32 to keep fp16 scores small, but not the second half, where the softmax takes the row maximum off and multiplies by alpha again; the kit's softmax does not, so every score is 1/32 of the expected one
# kind: public
# diagnosis: ratio:constant, ratio


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q (..., T, d_k) and k (..., S, d_k) need 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    alpha = 32.0  # PB-relax
    return (q / (alpha * math.sqrt(q.shape[-1]))) @ k.transpose(-2, -1)
