# track: torch
# exercise: mixture
# why: adapts the read head of the popular Neural Turing Machine code, torch.matmul(w.unsqueeze(1), memory).squeeze(1), written for one weight vector per batch element, w (B, N) and memory (B, N, M); with the kit's (..., T, S) weights the inserted axis lands after the first axis, which is right for 2-D weights but makes batched weights broadcast every batch against every batch ((B, B, T, d_v) instead of (B, T, d_v))
# kind: public
# diagnosis: fails-with-leading-axes, fixed-leading-axes


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need 2 axes or more; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return torch.matmul(weights.unsqueeze(1), values).squeeze(1)
