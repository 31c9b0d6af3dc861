# track: torch
# exercise: scaling
# why: scaled_scores is right but calls the student's _swap_last_two helper, which does t.transpose(1, 2) for anything that is not 2-D: correct for (B, S, d_k), wrong for 4-D (B, H, S, d_k) keys
# kind: knock-on
# diagnosis: fixed-leading-axes,fails-with-leading-axes


def _swap_last_two(t):
    if t.dim() == 2:
        return t.t()
    return t.transpose(1, 2)


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    return (q @ _swap_last_two(k)) / math.sqrt(q.shape[-1])
