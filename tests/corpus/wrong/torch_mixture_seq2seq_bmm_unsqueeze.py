# track: torch
# exercise: mixture
# why: mixes like the PyTorch seq2seq tutorial's AttnDecoderRNN, torch.bmm(attn_weights.unsqueeze(0), encoder_outputs.unsqueeze(0)), squeezing the added axis afterwards: bmm takes only 3-D batches, so it works for 2-D weights and values and raises for any batch or head axis
# kind: public-code
# diagnosis: fixed-leading-axes


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape[-1]} vs {values.shape[-2]}")
    return torch.bmm(weights.unsqueeze(0), values.unsqueeze(0)).squeeze(0)
