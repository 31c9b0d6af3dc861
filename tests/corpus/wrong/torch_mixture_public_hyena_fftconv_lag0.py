# track: torch
# exercise: mixture
# why: weighted_mixture borrows the FFT trick of Hyena's fftconv, irfft(rfft(w) * rfft(v)), to get every weighted sum over the keys at once and keeps lag 0 of that circular convolution; a dot product is a correlation (one spectrum conjugated), so weight s meets value row (-s) mod S: key 0 keeps its value row and keys 1..S-1 take theirs in reverse order
# kind: public
# diagnosis: axis-flipped, paired-reversed
import torch


def weighted_mixture(weights: torch.Tensor, values: torch.Tensor) -> torch.Tensor:
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"weighted_mixture needs weights (..., T, S) and values (..., S, d_v); got"
            f" {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    s = weights.shape[-1]
    w = weights[..., :, None, :]  # (..., T, 1, S)
    v = values.transpose(-2, -1)[..., None, :, :]  # (..., 1, d_v, S)
    conv = torch.fft.irfft(torch.fft.rfft(w, dim=-1) * torch.fft.rfft(v, dim=-1), n=s, dim=-1)
    return conv[..., 0]  # lag 0: the sum over the keys, (..., T, d_v)
