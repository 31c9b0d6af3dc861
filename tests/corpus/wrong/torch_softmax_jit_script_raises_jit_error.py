# track: torch
# exercise: softmax
# why: the whole function under torch.jit.script: its raise ValueError reaches the caller as torch.jit.Error, so every error case gets the wrong type
# kind: error
# diagnosis: error-not-valueerror

@torch.jit.script
def stable_softmax(scores: torch.Tensor, temperature: float = 1.0) -> torch.Tensor:
    if not (math.isfinite(temperature) and temperature > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = scores / temperature
    if bool(torch.isneginf(scaled.amax(dim=-1)).any()):
        raise ValueError("a row of scores is entirely -inf")
    row_max = scaled.amax(dim=-1, keepdim=True)
    exps = torch.exp(scaled - row_max)
    return exps / exps.sum(dim=-1, keepdim=True)
