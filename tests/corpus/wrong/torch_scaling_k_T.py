# track: torch
# exercise: scaling
# why: transposes k with k.T, which reverses every axis of a batched k instead of swapping the last two
# diagnosis: transpose-all-axes


def scaled_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    return (q @ k.T) / math.sqrt(q.shape[-1])
