# track: torch
# exercise: scaling
# saved: no-final-newline
# why: the file ends without a newline after its last line


def scaled_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: q {tuple(q.shape)}, k {tuple(k.shape)}")
    return q @ k.transpose(-2, -1) / math.sqrt(q.shape[-1])
