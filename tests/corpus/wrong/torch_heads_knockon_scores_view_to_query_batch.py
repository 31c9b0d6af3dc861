# track: torch
# exercise: heads
# why: the student's scaled_scores views the product as (*q.shape[:-1], S) "to be sure of the shape", taking the batch axes from q alone, so when k brings leading axes that q lacks (valid broadcasting) the view raises RuntimeError and attention fails on those inputs
# kind: knockon
# diagnosis: crash,fails-with-leading-axes


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes, got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape[-1]} and {k.shape[-1]}")
    scores = (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
    return scores.view(*q.shape[:-1], k.shape[-2])
