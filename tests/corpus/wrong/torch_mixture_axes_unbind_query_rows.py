# track: torch
# exercise: mixture
# why: weighted_mixture mixes one query at a time, torch.stack([w @ values for w in weights.unbind(-2)], dim=-2); a batched row w is (B, S), which matmul reads as a matrix, so it pairs every batch of weights with every batch of values (B, B, d_v) instead of batch with batch
# kind: axes
# diagnosis: dot-not-matmul, fails-with-leading-axes

def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    rows = [w @ values for w in weights.unbind(-2)]
    return torch.stack(rows, dim=-2)
