# track: torch
# exercise: scaling
# why: scaled_scores compares q.shape[-1] with k.shape[-2], as if the keys came already transposed (d_k, S), so valid calls with S != d_k raise ValueError and mismatched d_k with S == d_k of q slips through
# kind: error
# diagnosis: error-on-valid

def scaled_scores(q, k):
    if q.shape[-1] != k.shape[-2]:
        raise ValueError("q and k do not fit")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
