# track: torch
# exercise: mixture
# why: keeps the PyTorch chatbot tutorial's encoder_outputs.transpose(0, 1), written for seq-first (S, B, d) RNN outputs, so the kit's values (..., S, d_v) get their first two axes swapped before weights @ values: a size mismatch (or a wrong mixture) on valid inputs
# kind: public-code
# diagnosis: matmul-mismatch, fixed-leading-axes


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    return weights @ values.transpose(0, 1)
