# track: torch
# exercise: masking
# why: causal_mask ports tensor2tensor's attention_bias_lower_triangle, -1e9 * (1.0 - band) reshaped to [1, 1, length, length], so it returns a float additive bias (0 where visible, -1e9 where hidden) with two extra leading axes instead of a (t, t) bool mask
# kind: public
# diagnosis: mask-not-bool, extra-axis, mask-as-bias
import torch


def causal_mask(t, device=None):
    band = torch.ones(t, t, device=device).tril()  # ones_matrix_band_part(t, t, -1, 0)
    bias = -1e9 * (1.0 - band)
    return bias.reshape(1, 1, t, t)
