# track: torch
# exercise: mixture
# why: weighted_mixture keeps a debugging check that gradients reach its inputs, calling out.sum().backward() on its own result whenever it requires grad; that backward frees the graph and adds into the caller's .grad, so the caller's own backward through the output fails (graph already freed) and the gradients are wrong
# kind: rules
# diagnosis: backward-raised, backward-failed


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weighted_mixture needs 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    out = weights @ values
    if out.requires_grad:
        out.sum().backward()  # check that gradients reach the inputs
    return out
