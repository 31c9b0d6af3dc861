# track: torch
# exercise: mixture
# why: weighted_mixture ports d2l's Nadaraya-Watson pooling line torch.bmm(attention_weights.unsqueeze(1), values.unsqueeze(-1)).reshape(-1), written for one scalar value per key, so (..., S, d_v) values make bmm raise
# kind: public
# diagnosis: crash,fixed-ndim

def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2 or weights.shape[-1] != values.shape[-2]:
        raise ValueError("bad shapes")
    return torch.bmm(weights.unsqueeze(1), values.unsqueeze(-1)).reshape(weights.shape[:-1] + values.shape[-1:])
