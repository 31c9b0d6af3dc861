# track: torch
# exercise: masking
# why: causal_mask builds the lower triangle and then transposes it with .mT "because the keys are transposed in q @ k^T, the mask must be too", which makes it the upper triangle (diagonal kept): every query sees its own key and all LATER keys, and query 0 sees them all
# kind: axes
# diagnosis: causal-upper
def causal_mask(t, device=None):
    return torch.ones(t, t, dtype=torch.bool, device=device).tril().mT
