# track: torch
# exercise: scaling
# why: scaled_scores ports the normalisation of Efficient Attention (Shen et al. 2021, as in lucidrains' linear-attention-transformer), q.softmax(dim=-1) * d_k ** -0.5 and k.softmax(dim=-2), before the dot products; the kit's scores are q k^T / sqrt(d_k) of the raw queries and keys, so every score is wrong
# kind: public
# diagnosis: scale-per-row-and-column
# miss: softmax-normalised q and k: no relation fits scores that are another product, not the expected ones rescaled


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    q = q.softmax(dim=-1) * q.shape[-1] ** -0.5
    k = k.softmax(dim=-2)
    return q @ k.transpose(-2, -1)
