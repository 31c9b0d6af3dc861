# track: torch
# exercise: scaling
# why: scaled_scores writes the square root in the lesson's math notation, d_k ^ 0.5; in Python ^ is the bitwise exclusive or, which is not defined between an int and a float, so every valid call raises TypeError
# kind: crash
# diagnosis: crash
def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    d_k = q.shape[-1]
    return (q @ k.transpose(-2, -1)) / (d_k ^ 0.5)
