# track: torch
# exercise: scaling
# why: the d_k check builds its message as "... %d ... %d" % q.shape[-1], k.shape[-1]; % binds tighter than the comma, so formatting the message raises TypeError (not enough arguments) and mismatched widths give TypeError instead of ValueError
# kind: error-case
# diagnosis: error-not-valueerror


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q has d_k=%d but k has d_k=%d" % q.shape[-1], k.shape[-1])
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
