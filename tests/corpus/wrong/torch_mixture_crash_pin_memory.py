# track: torch
# exercise: mixture
# why: weighted_mixture returns (weights @ values).pin_memory() "so the output can go to the GPU without a copy", a habit from Colab, but pinning needs an accelerator, so on the CPU-only grader every valid call raises RuntimeError
# kind: crash
# diagnosis: crash


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on the number of keys S")
    return (weights @ values).pin_memory()
