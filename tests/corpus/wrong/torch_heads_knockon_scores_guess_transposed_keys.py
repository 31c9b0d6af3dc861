# track: torch
# exercise: heads
# why: the student's scaled_scores accepts keys "already transposed" and skips its own transpose whenever k.shape[-2] equals d_k, so for ordinary keys with S == d_k it computes q @ k instead of q @ k^T; attention and multi-head attention built on it get wrong scores whenever the number of keys equals the head width
# kind: knock-on
# diagnosis: needs-square,scores-transposed
# miss: graded on heads alone, the probe of scaled_scores' own checks leads with an error case not raised, which cannot explain attention's values; attention is wrong only where S equals d_k, a trait no pattern reads


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    d_k = q.shape[-1]
    if k.shape[-2] == d_k:  # keys already laid out (..., d_k, S)
        k_t = k
    elif k.shape[-1] == d_k:
        k_t = k.transpose(-2, -1)
    else:
        raise ValueError(f"q has d_k={d_k} but k has shape {tuple(k.shape)}")
    return (q @ k_t) / math.sqrt(d_k)
