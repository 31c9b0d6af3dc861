# track: torch
# exercise: softmax
# kind: knockon
# why: stable_softmax runs through a hand-written torch.autograd.Function whose backward also returns a gradient for the temperature (a tensor, "so the temperature could be learned"), but the temperature reaches forward as a Python float, and autograd refuses a gradient for a non-tensor input; the weights are right, but every backward pass through stable_softmax, and through attention and multi-head attention, raises RuntimeError
# diagnosis: backward-raised

def stable_softmax(scores: torch.Tensor, temperature: float = 1.0) -> torch.Tensor:
    """Exercise 4: numerically stable softmax over the last axis of ``scores / temperature``.

    No library softmax or log-softmax may be used here. Scores as large as ``1e4`` in
    float32 or float64 must not overflow, give NaN or warn; ``-inf`` entries get weight
    exactly 0.

    Args:
        scores: ``(..., T, S)``; may contain ``-inf``.
        temperature: a positive finite number.

    Returns:
        Weights ``(..., T, S)`` in the dtype of ``scores``; each row sums to 1.

    Raises:
        ValueError: when ``temperature`` is not a positive finite number, or when a row
            is entirely ``-inf``.
    """
    ### BEGIN SOLUTION
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    if torch.isneginf(scores.amax(dim=-1)).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    return _Softmax.apply(scores, temp)


class _Softmax(torch.autograd.Function):
    """Stable softmax of scores / temperature with a hand-written backward."""

    @staticmethod
    def forward(ctx, scores, temperature):
        scaled = scores / temperature
        exps = torch.exp(scaled - scaled.amax(dim=-1, keepdim=True))
        weights = exps / exps.sum(dim=-1, keepdim=True)
        ctx.save_for_backward(weights, scaled)
        ctx.temperature = temperature
        return weights

    @staticmethod
    def backward(ctx, grad):
        weights, scaled = ctx.saved_tensors
        g = weights * (grad - (grad * weights).sum(dim=-1, keepdim=True))
        # the temperature gets its gradient too, so that it could be learned
        grad_temperature = -(g * scaled.nan_to_num(neginf=0.0)).sum() / ctx.temperature
        return g / ctx.temperature, grad_temperature
