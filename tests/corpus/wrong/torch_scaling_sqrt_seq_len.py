# track: torch
# exercise: scaling
# why: divides by the square root of the number of keys S (k.shape[-2]) instead of d_k
# diagnosis: scale-seq-len


def scaled_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    return q @ k.transpose(-2, -1) / math.sqrt(k.shape[-2])
