# track: torch
# exercise: mixture
# why: builds the output one value feature at a time, weights @ values[..., :, j], stacked on the last axis; with batch axes values[..., :, j] is a (B, S) matrix, not a batch of vectors, so matmul raises a size mismatch (or mixes the wrong rows); only 2-D inputs work
# kind: crash
# diagnosis: crash, matmul-mismatch, fails-with-leading-axes


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    columns = [weights @ values[..., :, j] for j in range(values.shape[-1])]
    return torch.stack(columns, dim=-1)
