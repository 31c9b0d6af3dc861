# track: torch
# exercise: heads
# why: the student's scaled_scores adds a GPT-style causal bias itself (-inf above the diagonal, "decoders always need it"), so attention and multi-head attention hide every later key even when no mask, or a non-causal mask, is given
# kind: knock-on
# diagnosis: fails-without-mask, hides-visible


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
    t, s = scores.shape[-2], scores.shape[-1]
    future = torch.ones(t, s, dtype=torch.bool, device=scores.device).triu(1)
    return scores.masked_fill(future, float("-inf"))
