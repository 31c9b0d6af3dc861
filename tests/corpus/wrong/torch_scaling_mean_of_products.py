# track: torch
# exercise: scaling
# why: averages the elementwise products over the features, (q.unsqueeze(-2) * k.unsqueeze(-3)).mean(-1), believing the mean "already normalises by the width": that divides by d_k, not sqrt(d_k)
# kind: relation
# diagnosis: scale-dk


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    products = q.unsqueeze(-2) * k.unsqueeze(-3)  # (..., T, S, d_k)
    return products.mean(dim=-1)
