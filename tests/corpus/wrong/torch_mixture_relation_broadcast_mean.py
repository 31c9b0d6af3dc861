# track: torch
# exercise: mixture
# why: weighted_mixture forms weights.unsqueeze(-1) * values.unsqueeze(-3) and takes .mean(-2) over the keys instead of .sum(-2), so every output is the expected one divided by S
# kind: relation
# diagnosis: ratio

def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2 or weights.shape[-1] != values.shape[-2]:
        raise ValueError("bad shapes")
    return (weights.unsqueeze(-1) * values.unsqueeze(-3)).mean(-2)
