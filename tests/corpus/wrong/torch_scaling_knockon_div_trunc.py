# track: torch
# exercise: scaling
# why: scaled_scores divides with (q @ k^T).div(math.sqrt(d_k), rounding_mode="trunc"), picking the rounding mode from the torch.div docs as "the exact division"; trunc rounds every quotient toward zero, so each score loses its fraction (and passes no gradient), and attention and multi-head attention softmax whole-number scores
# kind: knockon
# diagnosis: rounded,scores-rounded


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.transpose(-2, -1)).div(math.sqrt(q.shape[-1]), rounding_mode="trunc")
