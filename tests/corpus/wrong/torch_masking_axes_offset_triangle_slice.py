# track: torch
# exercise: masking
# why: causal_mask cuts its (t, t) mask out of a (t+1, t+1) lower triangle as tril[1:, :-1] ('drop the BOS row and the last column'), which shifts the triangle one key to the right, so every query also sees the next key (query i sees keys 0..i+1)
# kind: axes
# diagnosis: causal-offset


def causal_mask(t, device=None):
    full = torch.ones(t + 1, t + 1, dtype=torch.bool, device=device).tril()
    return full[1:, :-1]
