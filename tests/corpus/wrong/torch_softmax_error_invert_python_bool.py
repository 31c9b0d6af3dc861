# track: torch
# exercise: softmax
# why: stable_softmax tests for rows without a finite maximum with "if ~torch.isfinite(row_max).all().item():", but .item() hands back a Python bool, and ~ on a Python bool is the integer bitwise not (~True == -2, ~False == -1), which is always truthy, so every call raises ValueError, valid ones included
# kind: error
# diagnosis: error-on-valid
def stable_softmax(scores: torch.Tensor, temperature: float = 1.0) -> torch.Tensor:
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if ~torch.isfinite(row_max).all().item():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
