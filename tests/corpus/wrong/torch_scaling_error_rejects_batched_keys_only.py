# track: torch
# exercise: scaling
# why: raises ValueError when k has more axes than q ("keys cannot carry batch axes the queries lack"), rejecting valid inputs where one unbatched query set is scored against batched keys, which broadcast
# kind: error-case
# diagnosis: error-on-valid


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if k.dim() > q.dim():
        raise ValueError(f"k {tuple(k.shape)} has more batch axes than q {tuple(q.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
